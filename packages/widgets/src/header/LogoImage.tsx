/** The box of the `logo` block: never narrower than 72 px, shrinking before the other blocks. */
export const LOGO_BOX = 'min-w-[4.5rem] shrink';

/** The tenant's logo as the header shows it, at the start of its box (its end in right-to-left). */
export function LogoImage({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={src}
      alt={alt}
      className="h-8 w-auto max-w-full object-contain object-left rtl:object-right sm:h-10"
    />
  );
}
