import UIKit

enum AccountConfigurator {
    static func configure(_ viewController: AccountViewController) {
        let interactor = AccountInteractor(store: .shared)
        viewController.presenter = AccountPresenter(view: viewController, interactor: interactor)
    }
}

protocol AccountView: AnyObject {
    func show(summary: String)
}

final class AccountViewController: UIViewController, AccountView {
    @IBOutlet private weak var summaryLabel: UILabel!

    var presenter: AccountPresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        AccountConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(summary: String) {
        summaryLabel.text = summary
    }
}

final class AccountPresenter {
    private weak var view: AccountView?
    private let interactor: AccountInteractor

    init(view: AccountView, interactor: AccountInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        Task { @MainActor in
            let (name, points) = await interactor.memberSummary()
            view?.show(summary: "\(name)\n\(points) market points")
        }
    }
}

final class AccountInteractor {
    private let store: MarketStore

    init(store: MarketStore) {
        self.store = store
    }

    func memberSummary() async -> (String, Int) {
        (store.memberName, await store.pointsBalance())
    }
}
