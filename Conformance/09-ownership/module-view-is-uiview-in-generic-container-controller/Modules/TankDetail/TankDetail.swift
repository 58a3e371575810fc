import UIKit

// MARK: - View

protocol TankDetailViewInput: AnyObject {
    func show(name: String, lastReading: String)
}

final class TankDetailView: UIView, TankDetailViewInput, ScreenLifecycle {

    var output: TankDetailViewOutput!
    private let nameLabel = UILabel()
    private let readingLabel = UILabel()
    private let testButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = .preferredFont(forTextStyle: .title1)
        readingLabel.numberOfLines = 0
        readingLabel.textColor = .secondaryLabel
        testButton.setTitle("Log a water test", for: .normal)
        testButton.addTarget(self, action: #selector(testTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [nameLabel, readingLabel, testButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 24)
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    func screenDidLoad() {
        output.viewDidLoad()
    }

    func show(name: String, lastReading: String) {
        nameLabel.text = name
        readingLabel.text = lastReading
    }

    @objc private func testTapped() {
        output.didTapLogWaterTest()
    }
}

// MARK: - Presenter

protocol TankDetailViewOutput: AnyObject {
    func viewDidLoad()
    func didTapLogWaterTest()
}

final class TankDetailPresenter: TankDetailViewOutput {

    weak var view: TankDetailViewInput?
    private let router: TankDetailRouterInput
    private let tank: TankSummary

    init(tank: TankSummary, router: TankDetailRouterInput) {
        self.tank = tank
        self.router = router
    }

    func viewDidLoad() {
        let reading = UserDefaults.standard.string(forKey: "reading.\(tank.id)") ?? "No water tests yet"
        view?.show(name: tank.name, lastReading: reading)
    }

    func didTapLogWaterTest() {
        router.openWaterTest(for: tank)
    }
}

// MARK: - Router

protocol TankDetailRouterInput: AnyObject {
    func openWaterTest(for tank: TankSummary)
}

final class TankDetailRouter: TankDetailRouterInput {

    weak var viewController: UIViewController?

    func openWaterTest(for tank: TankSummary) {
        let waterTest = WaterTestBuilder.build(tankId: tank.id)
        waterTest.modalPresentationStyle = .formSheet
        viewController?.present(waterTest, animated: true)
    }
}

// MARK: - Builder

enum TankDetailBuilder {

    static func build(tank: TankSummary) -> UIViewController {
        let view = TankDetailView()
        let router = TankDetailRouter()
        let presenter = TankDetailPresenter(tank: tank, router: router)
        view.output = presenter
        presenter.view = view
        let container = ScreenContainerViewController(contentView: view, title: tank.name)
        router.viewController = container
        return container
    }
}
