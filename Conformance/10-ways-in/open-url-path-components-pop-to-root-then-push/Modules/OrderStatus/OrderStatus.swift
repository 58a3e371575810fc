//
//  OrderStatus.swift
//  Crema
//

import UIKit

// MARK: - View

final class OrderStatusViewController: UIViewController {

    var presenter: OrderStatusPresenter!
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        statusLabel.font = .preferredFont(forTextStyle: .title2)
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(statusLabel)
        NSLayoutConstraint.activate([
            statusLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            statusLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
        title = presenter.title
        presenter.loadStatus { [weak self] text in
            self?.statusLabel.text = text
        }
    }
}

// MARK: - Presenter

final class OrderStatusPresenter {

    private let orderNumber: Int
    private let interactor: OrderStatusInteractor

    init(orderNumber: Int, interactor: OrderStatusInteractor) {
        self.orderNumber = orderNumber
        self.interactor = interactor
    }

    var title: String {
        "Order #\(orderNumber)"
    }

    func loadStatus(_ completion: @escaping (String) -> Void) {
        interactor.fetchStatus(orderNumber: orderNumber) { status in
            completion(status)
        }
    }
}

// MARK: - Interactor

final class OrderStatusInteractor {

    func fetchStatus(orderNumber: Int, completion: @escaping (String) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            completion(orderNumber % 2 == 0 ? "Roasting" : "Out for delivery")
        }
    }
}

// MARK: - Builder

enum OrderStatusBuilder {

    static func build(orderNumber: Int) -> UIViewController {
        let view = OrderStatusViewController()
        view.presenter = OrderStatusPresenter(orderNumber: orderNumber, interactor: OrderStatusInteractor())
        return view
    }
}
