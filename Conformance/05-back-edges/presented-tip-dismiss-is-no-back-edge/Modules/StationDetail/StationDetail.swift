import UIKit

// MARK: - View

protocol StationDetailViewInput: AnyObject {
    var eBikeInfoButton: UIButton { get }
    func show(name: String, availability: String)
    func showReserved(_ code: String)
}

final class StationDetailViewController: UIViewController, StationDetailViewInput {
    var presenter: StationDetailPresenter!

    let eBikeInfoButton = UIButton(type: .infoLight)
    private let availabilityLabel = UILabel()
    private let codeLabel = UILabel()
    private let reserveButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        eBikeInfoButton.addTarget(self, action: #selector(infoTapped), for: .touchUpInside)
        reserveButton.setTitle("Reserve an e-bike", for: .normal)
        reserveButton.addTarget(self, action: #selector(reserveTapped), for: .touchUpInside)
        codeLabel.font = .monospacedDigitSystemFont(ofSize: 34, weight: .semibold)
        let row = UIStackView(arrangedSubviews: [availabilityLabel, eBikeInfoButton])
        let stack = UIStackView(arrangedSubviews: [row, reserveButton, codeLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    @objc private func infoTapped() {
        presenter.didTapEBikeInfo()
    }

    @objc private func reserveTapped() {
        presenter.didTapReserve()
    }

    func show(name: String, availability: String) {
        title = name
        availabilityLabel.text = availability
    }

    func showReserved(_ code: String) {
        codeLabel.text = code
        reserveButton.isEnabled = false
    }
}

// MARK: - Presenter

final class StationDetailPresenter {
    weak var view: StationDetailViewInput?
    var interactor: StationDetailInteractor!
    var router: StationDetailRouter!

    func viewDidLoad() {
        let station = interactor.station
        view?.show(name: station.name, availability: "\(station.eBikes) e-bikes available")
    }

    func didTapEBikeInfo() {
        guard let anchor = view?.eBikeInfoButton else { return }
        router.showBatteryTip(from: anchor)
    }

    func didTapReserve() {
        router.hideTip()
        interactor.reserveEBike { [weak self] code in
            self?.view?.showReserved(code)
        }
    }
}

// MARK: - Interactor

final class StationDetailInteractor {
    let station: BikeStation

    init(station: BikeStation) {
        self.station = station
    }

    func reserveEBike(completion: @escaping (String) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
            completion(String(format: "%04d", Int.random(in: 0...9_999)))
        }
    }
}

// MARK: - Router

final class StationDetailRouter: NSObject, UIPopoverPresentationControllerDelegate {
    weak var viewController: UIViewController?

    func showBatteryTip(from anchor: UIView) {
        let tip = TipViewController(text: "E-bikes show their charge on the handlebar. Pick one above 40% for longer rides.")
        tip.modalPresentationStyle = .popover
        tip.popoverPresentationController?.sourceView = anchor
        tip.popoverPresentationController?.sourceRect = anchor.bounds
        tip.popoverPresentationController?.delegate = self
        viewController?.present(tip, animated: true)
    }

    func hideTip() {
        viewController?.presentedViewController?.dismiss(animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}

// MARK: - Builder

enum StationDetailBuilder {
    static func build(station: BikeStation) -> UIViewController {
        let view = StationDetailViewController()
        let presenter = StationDetailPresenter()
        let router = StationDetailRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = StationDetailInteractor(station: station)
        presenter.router = router
        router.viewController = view
        return view
    }
}
