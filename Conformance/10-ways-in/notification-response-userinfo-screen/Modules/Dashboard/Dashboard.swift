//
//  Dashboard.swift
//  Stride
//

import UIKit

// MARK: - Contracts

protocol DashboardViewInput: AnyObject {
    func display(workouts: [String])
}

protocol DashboardViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol DashboardInteractorInput: AnyObject {
    func loadWorkouts()
}

protocol DashboardInteractorOutput: AnyObject {
    func didLoad(workouts: [String])
}

protocol DashboardRouterInput: AnyObject {
    func openWorkout(id: String)
}

// MARK: - View

final class DashboardViewController: UITableViewController, DashboardViewInput {
    var output: DashboardViewOutput!
    private var workouts: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(workouts: [String]) {
        self.workouts = workouts
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        workouts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = workouts[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class DashboardPresenter: DashboardViewOutput, DashboardInteractorOutput {
    private weak var view: DashboardViewInput?
    private let interactor: DashboardInteractorInput
    private let router: DashboardRouterInput
    private var workouts: [String] = []

    init(view: DashboardViewInput, interactor: DashboardInteractorInput, router: DashboardRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadWorkouts()
    }

    func didSelectItem(at index: Int) {
        router.openWorkout(id: workouts[index])
    }

    func didLoad(workouts: [String]) {
        self.workouts = workouts
        view?.display(workouts: workouts)
    }
}

// MARK: - Interactor

final class DashboardInteractor: DashboardInteractorInput {
    weak var output: DashboardInteractorOutput?

    func loadWorkouts() {
        output?.didLoad(workouts: ["5 km tempo run", "Upper body strength", "Mobility"])
    }
}

// MARK: - Router

final class DashboardRouter: DashboardRouterInput {
    weak var viewController: UIViewController?

    func openWorkout(id: String) {
        viewController?.navigationController?.pushViewController(WorkoutDetailBuilder.build(workoutId: id), animated: true)
    }
}

// MARK: - Builder

enum DashboardBuilder {
    static func build() -> UIViewController {
        let view = DashboardViewController()
        let interactor = DashboardInteractor()
        let router = DashboardRouter()
        let presenter = DashboardPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
