import Foundation

struct Wine {
    let name: String
    let vintage: Int
    let bottles: Int
    let labelImageName: String
}

protocol CellarInteractorInput: AnyObject {
    func wines() -> [Wine]
}

final class CellarInteractor: CellarInteractorInput {

    func wines() -> [Wine] {
        [
            Wine(name: "Douro Tinto Reserva", vintage: 2017, bottles: 4, labelImageName: "douro-2017"),
            Wine(name: "Etna Rosso", vintage: 2019, bottles: 2, labelImageName: "etna-2019"),
            Wine(name: "Riesling Kabinett", vintage: 2021, bottles: 6, labelImageName: "riesling-2021")
        ]
    }
}
