import UIKit

enum FlashcardDrillBuilder {

    static func build(deck: [Flashcard],
                      onFinished: @escaping (Int) -> Void,
                      onTimeUp: @escaping () -> Void) -> UIViewController {
        let view = FlashcardDrillViewController()
        let presenter = FlashcardDrillPresenter(deck: deck)
        presenter.view = view
        presenter.onFinished = onFinished
        presenter.onTimeUp = onTimeUp
        view.presenter = presenter
        return view
    }
}
