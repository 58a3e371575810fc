import UIKit

// MARK: - View

final class StudyViewController: UIViewController {

    var presenter: StudyPresenter!
    private let cardButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.deckName
        cardButton.titleLabel?.font = .preferredFont(forTextStyle: .title1)
        cardButton.frame = CGRect(x: 20, y: 160, width: 330, height: 220)
        cardButton.addAction(UIAction { [weak self] _ in self?.presenter.didTapCard() }, for: .touchUpInside)
        view.addSubview(cardButton)
        display(text: presenter.currentText)
    }

    func display(text: String) {
        cardButton.setTitle(text, for: .normal)
    }
}

// MARK: - Presenter

final class StudyPresenter {

    weak var view: StudyViewController?
    var onFinish: (() -> Void)?
    private let deck: Deck
    private var index = 0
    private var showingAnswer = false

    init(deck: Deck) {
        self.deck = deck
    }

    var deckName: String { deck.name }
    var currentText: String {
        showingAnswer ? deck.cards[index].answer : deck.cards[index].prompt
    }

    func didTapCard() {
        if !showingAnswer {
            showingAnswer = true
        } else if index + 1 < deck.cards.count {
            index += 1
            showingAnswer = false
        } else {
            UserDefaults.standard.set(Date(), forKey: "lastStudied.\(deck.name)")
            onFinish?()
            return
        }
        view?.display(text: currentText)
    }
}

// MARK: - Assembly

enum StudyAssembly {

    static func assemble(deck: Deck, onFinish: @escaping () -> Void) -> UIViewController {
        let view = StudyViewController()
        let presenter = StudyPresenter(deck: deck)
        presenter.view = view
        presenter.onFinish = onFinish
        view.presenter = presenter
        return view
    }
}
