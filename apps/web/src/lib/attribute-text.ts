/** 'Size: M · Color: Navy' from a variation's attributes, in the order the catalogue lists them. */
export function attributeText(attributes: ReadonlyArray<{ attribute_name: string; value: string }>): string {
  return attributes
    .map(
      (attribute) =>
        `${attribute.attribute_name.charAt(0).toUpperCase()}${attribute.attribute_name.slice(1)}: ${attribute.value}`,
    )
    .join(' · ');
}
