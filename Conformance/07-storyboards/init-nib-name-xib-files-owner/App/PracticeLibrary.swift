import Foundation

struct YogaPose: Hashable {
    let sanskritName: String
    let englishName: String
    let holdSeconds: Int
    let cue: String
}

final class PracticeLibrary {
    static let shared = PracticeLibrary()

    func morningFlow() -> [YogaPose] {
        [
            YogaPose(sanskritName: "Tadasana", englishName: "Mountain", holdSeconds: 30, cue: "Root through all four corners of the feet."),
            YogaPose(sanskritName: "Adho Mukha Svanasana", englishName: "Downward dog", holdSeconds: 45, cue: "Lengthen the spine before the legs."),
            YogaPose(sanskritName: "Balasana", englishName: "Child's pose", holdSeconds: 60, cue: "Let the breath widen the back.")
        ]
    }

    func markPractised(_ pose: YogaPose) {}
}
