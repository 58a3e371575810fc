import UIKit

final class StudyViewController: UIViewController {

    var presenter: StudyPresenter!
    private let cardLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground
        cardLabel.font = .preferredFont(forTextStyle: .largeTitle)
        cardLabel.textAlignment = .center
        cardLabel.numberOfLines = 0

        let flip = UIButton(configuration: .bordered())
        flip.setTitle("Flip", for: .normal)
        flip.addAction(UIAction { [weak self] _ in self?.presenter.didTapFlip() }, for: .touchUpInside)
        let knew = UIButton(configuration: .filled())
        knew.setTitle("I knew it", for: .normal)
        knew.addAction(UIAction { [weak self] _ in self?.presenter.didAnswer(knewIt: true) }, for: .touchUpInside)
        let missed = UIButton(configuration: .gray())
        missed.setTitle("Not yet", for: .normal)
        missed.addAction(UIAction { [weak self] _ in self?.presenter.didAnswer(knewIt: false) }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [cardLabel, flip, knew, missed])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 180)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func showCardText(_ text: String) {
        cardLabel.text = text
    }
}

final class StudyPresenter {

    weak var view: StudyViewController?
    private let deck: Deck
    private let store: DeckStore
    private let router: StudyRouter
    private var index = 0
    private var showingBack = false

    init(deck: Deck, store: DeckStore, router: StudyRouter) {
        self.deck = deck
        self.store = store
        self.router = router
    }

    var title: String { deck.name }

    func viewDidLoad() {
        view?.showCardText(deck.cards[index].front)
    }

    func didTapFlip() {
        showingBack.toggle()
        let card = deck.cards[index]
        view?.showCardText(showingBack ? card.back : card.front)
    }

    func didAnswer(knewIt: Bool) {
        store.recordReview(of: deck.cards[index], knewIt: knewIt)
        index += 1
        showingBack = false
        if index < deck.cards.count {
            view?.showCardText(deck.cards[index].front)
        } else {
            router.finish()
        }
    }
}

final class StudyRouter {

    weak var viewController: UIViewController?

    func finish() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}

enum StudyBuilder {

    static func build(deck: Deck, store: DeckStore) -> UIViewController {
        let view = StudyViewController()
        let router = StudyRouter()
        let presenter = StudyPresenter(deck: deck, store: store, router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
