import type { TGedCategorie, TGedCategory, TGedDoc } from '@nomina/domain';

/** A document of the holder's GED with the code it was filed under. */
export type TGedListItem = TGedDoc & { documentCode: string };

/** The documents of one category, newest closing date first (spec 3 §4). */
export function listCategoryDocuments(
  categories: readonly TGedCategory[],
  categorie: TGedCategorie,
): TGedListItem[] {
  return categories
    .filter((category) => category.categorieDoc === categorie)
    .flatMap((category) =>
      category.listDocsByCode.flatMap((group) =>
        group.listDocs.map((doc) => ({ ...doc, documentCode: group.documentCode })),
      ),
    )
    .sort((left, right) => right.dateArrete - left.dateArrete);
}
