import UIKit

// MARK: - View

protocol OrderDetailViewInput: AnyObject {
    func show(title: String, status: String)
}

final class OrderDetailViewController: UIViewController, OrderDetailViewInput {

    var presenter: OrderDetailPresenter!
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        statusLabel.frame = CGRect(x: 20, y: 140, width: 320, height: 44)
        view.addSubview(statusLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Mark packed",
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapMarkPacked() }
        )
        presenter.viewDidLoad()
    }

    func show(title: String, status: String) {
        self.title = title
        statusLabel.text = status
    }
}

// MARK: - Presenter

final class OrderDetailPresenter {

    weak var view: OrderDetailViewInput?
    var interactor: OrderDetailInteractor!
    private var order: WholesaleOrder

    init(order: WholesaleOrder) {
        self.order = order
    }

    func viewDidLoad() {
        render()
    }

    func didTapMarkPacked() {
        interactor.markPacked(order.id)
        order.isPacked = true
        render()
    }

    private func render() {
        view?.show(title: order.cafe,
                   status: "\(order.kilograms) kg — \(order.isPacked ? "packed, awaiting courier" : "roast Thursday")")
    }
}

// MARK: - Interactor

final class OrderDetailInteractor {

    func markPacked(_ id: String) {
        var packed = UserDefaults.standard.stringArray(forKey: "packedOrderIDs") ?? []
        if !packed.contains(id) {
            packed.append(id)
        }
        UserDefaults.standard.set(packed, forKey: "packedOrderIDs")
    }
}

// MARK: - Builder

enum OrderDetailBuilder {

    static func build(order: WholesaleOrder) -> UIViewController {
        let view = OrderDetailViewController()
        let presenter = OrderDetailPresenter(order: order)
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = OrderDetailInteractor()
        return view
    }
}
