import UIKit

// MARK: - View

protocol GiftCardsViewInput: AnyObject {
    func show(balance: String)
}

final class GiftCardsViewController: UIViewController, GiftCardsViewInput {
    @IBOutlet private weak var balanceLabel: UILabel!

    var presenter: GiftCardsPresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        GiftCardsConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(balance: String) {
        balanceLabel.text = balance
    }
}

// MARK: - Presenter

final class GiftCardsPresenter {
    private weak var view: GiftCardsViewInput?

    init(view: GiftCardsViewInput) {
        self.view = view
    }

    func viewDidLoad() {
        view?.show(balance: "No gift cards yet")
    }
}

// MARK: - Configurator

enum GiftCardsConfigurator {
    static func configure(_ viewController: GiftCardsViewController) {
        viewController.presenter = GiftCardsPresenter(view: viewController)
    }
}
