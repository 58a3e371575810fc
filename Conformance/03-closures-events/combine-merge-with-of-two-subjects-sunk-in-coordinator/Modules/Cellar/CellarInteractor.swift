import Foundation

struct Bottle: Hashable {
    let producer: String
    let cuvee: String
    let vintage: Int
    let count: Int
}

protocol CellarInteractorInput: AnyObject {
    func bottles() -> [Bottle]
}

final class CellarInteractor: CellarInteractorInput {

    func bottles() -> [Bottle] {
        [
            Bottle(producer: "Domaine Huet", cuvee: "Le Mont Sec", vintage: 2019, count: 3),
            Bottle(producer: "Quinta do Noval", cuvee: "Cedro", vintage: 2017, count: 6),
            Bottle(producer: "Ridge", cuvee: "Lytton Springs", vintage: 2018, count: 2)
        ].sorted { $0.vintage < $1.vintage }
    }
}
