import UIKit

final class RateCourierViewController: UIViewController {
    var presenter: RateCourierPresenter!
    private let stars = UISegmentedControl(items: ["1", "2", "3", "4", "5"])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        stars.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 44)
        stars.addTarget(self, action: #selector(starsChanged), for: .valueChanged)
        view.addSubview(stars)
    }

    @objc private func starsChanged() {
        presenter.rate(stars.selectedSegmentIndex + 1)
    }
}

final class RateCourierPresenter {
    private let orderID: String
    private(set) var rating: Int?

    init(orderID: String) {
        self.orderID = orderID
    }

    func rate(_ value: Int) {
        rating = value
        UserDefaults.standard.set(value, forKey: "rating.\(orderID)")
    }
}

enum RateCourierBuilder {
    static func build(orderID: String) -> UIViewController {
        let view = RateCourierViewController()
        view.presenter = RateCourierPresenter(orderID: orderID)
        view.modalPresentationStyle = .pageSheet
        return view
    }
}
