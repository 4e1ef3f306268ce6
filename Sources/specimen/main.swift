import SpecimenKit

await Specimen.main(components: [])
