import Foundation

protocol PlacementTestInteractorInput: AnyObject {
    func questions() -> [String]
    func store(_ answer: String, at index: Int)
    func estimatedLevel() -> String
}

final class PlacementTestInteractor: PlacementTestInteractorInput {

    private var answers: [Int: String] = [:]

    func questions() -> [String] {
        ["Nosotros ___ de Chile. A: somos  B: estamos  C: son", "Ayer yo ___ al cine. A: voy  B: iba  C: fui", "Ojalá él ___ suerte. A: tiene  B: tenga  C: tendrá"]
    }

    func store(_ answer: String, at index: Int) {
        answers[index] = answer
    }

    func estimatedLevel() -> String {
        let expected = ["Option A", "Option C", "Option B"]
        let right = expected.enumerated().filter { answers[$0.offset] == $0.element }.count
        return ["A1", "A2", "B1", "B2"][right]
    }
}
