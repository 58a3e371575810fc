import UIKit

// MARK: - View

final class DrinkOptionsViewController: UIViewController {

    var presenter: DrinkOptionsPresenter!
    private let sizeControl = UISegmentedControl(items: ["Regular", "Large"])
    private let milkControl = UISegmentedControl(items: MilkChoice.allCases.map(\.rawValue))
    private let shotSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        sizeControl.selectedSegmentIndex = 0
        milkControl.selectedSegmentIndex = 0

        let titleLabel = UILabel()
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.text = presenter.drinkName

        let shotLabel = UILabel()
        shotLabel.text = "Extra shot"
        let shotRow = UIStackView(arrangedSubviews: [shotLabel, shotSwitch])

        let payButton = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Continue to payment") { [weak self] _ in
            self?.continueTapped()
        })

        let stack = UIStackView(arrangedSubviews: [titleLabel, sizeControl, milkControl, shotRow, payButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 40)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
    }

    private func continueTapped() {
        presenter.didTapContinue(
            size: sizeControl.titleForSegment(at: sizeControl.selectedSegmentIndex) ?? "Regular",
            milk: MilkChoice.allCases[milkControl.selectedSegmentIndex],
            extraShot: shotSwitch.isOn
        )
    }
}

// MARK: - Presenter

final class DrinkOptionsPresenter {

    var router: DrinkOptionsRouter!
    private let drink: Drink
    private let onPaid: (DrinkOrder) -> Void

    init(drink: Drink, onPaid: @escaping (DrinkOrder) -> Void) {
        self.drink = drink
        self.onPaid = onPaid
    }

    var drinkName: String { drink.name }

    func didTapContinue(size: String, milk: MilkChoice, extraShot: Bool) {
        let order = DrinkOrder(drink: drink, size: size, milk: milk, extraShot: extraShot)
        router.openPayment(for: order, onPaid: onPaid)
    }
}

// MARK: - Router

final class DrinkOptionsRouter {

    weak var viewController: UIViewController?

    func openPayment(for order: DrinkOrder, onPaid: @escaping (DrinkOrder) -> Void) {
        let payment = PaymentBuilder.build(order: order, onPaid: onPaid)
        payment.sheetPresentationController?.detents = [.medium()]
        viewController?.present(payment, animated: true)
    }
}

// MARK: - Builder

enum DrinkOptionsBuilder {

    static func build(drink: Drink, onPaid: @escaping (DrinkOrder) -> Void) -> UIViewController {
        let view = DrinkOptionsViewController()
        let presenter = DrinkOptionsPresenter(drink: drink, onPaid: onPaid)
        let router = DrinkOptionsRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
