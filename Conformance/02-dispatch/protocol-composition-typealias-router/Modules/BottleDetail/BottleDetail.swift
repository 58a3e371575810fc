import UIKit

final class BottleDetailViewController: UIViewController {

    var presenter: BottleDetailPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground

        let notes = UIButton(configuration: .bordered())
        notes.setTitle("Tasting notes", for: .normal)
        notes.addAction(UIAction { [weak self] _ in self?.presenter.didTapNotes() }, for: .touchUpInside)
        let drink = UIButton(configuration: .filled())
        drink.setTitle("Opened tonight", for: .normal)
        drink.addAction(UIAction { [weak self] _ in self?.presenter.didTapOpened() }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [notes, drink])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 32, dy: 260)
        view.addSubview(stack)
    }
}

protocol BottleDetailNavigating: AnyObject {
    func openTastingNotes(for bottle: Bottle)
}

final class BottleDetailPresenter {

    private let bottle: Bottle
    private let store: CellarStore
    private let router: any BottleDetailNavigating & Closing

    init(bottle: Bottle, store: CellarStore, router: any BottleDetailNavigating & Closing) {
        self.bottle = bottle
        self.store = store
        self.router = router
    }

    var title: String { "\(bottle.wine) \(bottle.vintage)" }

    func didTapNotes() {
        router.openTastingNotes(for: bottle)
    }

    func didTapOpened() {
        store.remove(bottle)
        router.close()
    }
}

final class BottleDetailRouter: BottleDetailNavigating, Closing {

    weak var viewController: UIViewController?

    func openTastingNotes(for bottle: Bottle) {
        let notes = TastingNotesBuilder.build(bottle: bottle)
        viewController?.navigationController?.pushViewController(notes, animated: true)
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}

enum BottleDetailBuilder {

    static func build(bottle: Bottle, store: CellarStore) -> UIViewController {
        let view = BottleDetailViewController()
        let router = BottleDetailRouter()
        view.presenter = BottleDetailPresenter(bottle: bottle, store: store, router: router)
        router.viewController = view
        return view
    }
}
