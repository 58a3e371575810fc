import UIKit

final class StudyViewController: UIViewController {
    var presenter: StudyPresenter!
    private let cardLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        title = presenter.title
        cardLabel.font = .preferredFont(forTextStyle: .largeTitle)
        cardLabel.textAlignment = .center
        cardLabel.text = presenter.currentPrompt
        cardLabel.frame = view.bounds.insetBy(dx: 24, dy: 220)
        view.addSubview(cardLabel)
    }
}

final class StudyPresenter {
    private let deck: Deck

    init(deck: Deck) {
        self.deck = deck
    }

    var title: String { "\(deck.name) · \(deck.dueToday) left" }
    var currentPrompt: String { deck.dueToday == 0 ? "All caught up" : "Tap to reveal" }
}

enum StudyAssembly {
    static func assemble(deck: Deck) -> UIViewController {
        let view = StudyViewController()
        view.presenter = StudyPresenter(deck: deck)
        return view
    }
}
