import Foundation

struct Flashcard {
    let front: String
    let back: String

    static let spanishVerbs = [
        Flashcard(front: "to run", back: "correr"),
        Flashcard(front: "to write", back: "escribir"),
        Flashcard(front: "to know", back: "saber")
    ]
}

final class FlashcardDrillPresenter {

    weak var view: FlashcardDrillViewInput?
    var onFinished: ((Int) -> Void)?
    var onTimeUp: (() -> Void)?
    private let deck: [Flashcard]
    private var index = 0
    private var correct = 0
    private var timeLimit: Timer?

    init(deck: [Flashcard]) {
        self.deck = deck
    }

    func viewDidLoad() {
        timeLimit = Timer(timeInterval: 90, repeats: false) { [weak self] _ in
            self?.onTimeUp?()
        }
        timeLimit?.tolerance = 2
        view?.show(prompt: deck[index].front)
    }

    func didAnswer(_ answer: String) {
        if answer.lowercased() == deck[index].back { correct += 1 }
        index += 1
        guard index == deck.count else {
            view?.show(prompt: deck[index].front)
            return
        }
        timeLimit?.invalidate()
        onFinished?(correct)
    }
}
