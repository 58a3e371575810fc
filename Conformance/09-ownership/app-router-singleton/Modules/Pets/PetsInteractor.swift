import Foundation

struct Pet {
    let id: Int
    let name: String
    let breed: String
    let story: String
}

protocol PetsInteractorInput: AnyObject {
    func adoptablePets() -> [Pet]
}

final class PetsInteractor: PetsInteractorInput {

    func adoptablePets() -> [Pet] {
        [
            Pet(id: 1, name: "Biscuit", breed: "Beagle mix", story: "Loves long walks and naps in the sun."),
            Pet(id: 2, name: "Mochi", breed: "Domestic shorthair", story: "Shy at first, then a lap cat."),
            Pet(id: 3, name: "Pepper", breed: "Border collie", story: "Needs a garden and a ball.")
        ]
    }
}
