import UIKit

enum BikeDetailBuilder {
    static func build(bike: Bike) -> UIViewController {
        let view = BikeDetailViewController()
        let interactor = BikeDetailInteractor(service: .shared)
        view.presenter = BikeDetailPresenter(bike: bike, view: view, interactor: interactor)
        return view
    }
}

protocol BikeDetailView: AnyObject {
    func show(title: String, battery: String)
    func showUnlocked()
}

final class BikeDetailViewController: UIViewController, BikeDetailView {
    var presenter: BikeDetailPresenter!

    private let batteryLabel = UILabel()
    private let unlockButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        unlockButton.configuration?.title = "Unlock"
        unlockButton.addAction(UIAction { [weak self] _ in self?.presenter.didTapUnlock() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [batteryLabel, unlockButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
        presenter.viewDidLoad()
    }

    func show(title: String, battery: String) {
        self.title = title
        batteryLabel.text = battery
    }

    func showUnlocked() {
        unlockButton.configuration?.title = "Unlocked — ride safe"
        unlockButton.isEnabled = false
    }
}

final class BikeDetailPresenter {
    private let bike: Bike
    private weak var view: BikeDetailView?
    private let interactor: BikeDetailInteractor

    init(bike: Bike, view: BikeDetailView, interactor: BikeDetailInteractor) {
        self.bike = bike
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.show(title: bike.id, battery: bike.batteryPercent.map { "Battery \($0)%" } ?? "No motor")
    }

    func didTapUnlock() {
        Task { @MainActor in
            if await interactor.unlock(bike) { view?.showUnlocked() }
        }
    }
}

final class BikeDetailInteractor {
    private let service: RentalService

    init(service: RentalService) {
        self.service = service
    }

    func unlock(_ bike: Bike) async -> Bool {
        (try? await service.unlock(bikeID: bike.id)) != nil
    }
}
