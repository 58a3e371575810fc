import Foundation

struct Plot: Hashable {
    let number: Int
    let bed: String
    let sizeInSquareMetres: Int
    let isFree: Bool
}

protocol PlotsInteractorInput: AnyObject {
    func plots() -> [Plot]
}

final class PlotsInteractor: PlotsInteractorInput {

    func plots() -> [Plot] {
        [
            Plot(number: 4, bed: "Raised, south wall", sizeInSquareMetres: 12, isFree: false),
            Plot(number: 9, bed: "Open ground by the shed", sizeInSquareMetres: 25, isFree: true),
            Plot(number: 17, bed: "Fruit cage", sizeInSquareMetres: 18, isFree: false)
        ]
    }
}
