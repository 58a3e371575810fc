//
//  PlantDetail.swift
//  Sprout
//

import UIKit

// MARK: - View

final class PlantDetailViewController: UIViewController {

    var presenter: PlantDetailPresenter!

    private let nameLabel = UILabel()
    private lazy var remindButton = UIButton(type: .system, primaryAction: UIAction(title: "Set a care reminder") { [weak self] _ in
        self?.presenter.didTapRemind()
    })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.text = presenter.plant.name
        let stack = UIStackView(arrangedSubviews: [nameLabel, remindButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }
}

// MARK: - Presenter

final class PlantDetailPresenter {

    let plant: Plant
    private let router: PlantDetailRouter

    init(plant: Plant, router: PlantDetailRouter) {
        self.plant = plant
        self.router = router
    }

    func didTapRemind() {
        router.openCareReminder(for: plant)
    }
}

// MARK: - Router

final class PlantDetailRouter {

    /// The app-wide router lives on the app delegate.
    private var appRouter: AppRouter? {
        (UIApplication.shared.delegate as? AppDelegate)?.appRouter
    }

    func openCareReminder(for plant: Plant) {
        appRouter?.presentCareReminder(for: plant)
    }
}

// MARK: - Builder

enum PlantDetailBuilder {

    static func build(plant: Plant) -> UIViewController {
        let view = PlantDetailViewController()
        view.presenter = PlantDetailPresenter(plant: plant, router: PlantDetailRouter())
        view.title = plant.name
        return view
    }
}
