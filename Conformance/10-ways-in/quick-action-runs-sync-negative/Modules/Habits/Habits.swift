//
//  Habits.swift
//  Streak
//

import UIKit

// MARK: - Contracts

protocol HabitsViewInput: AnyObject {
    func display(habits: [String])
}

protocol HabitsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol HabitsInteractorInput: AnyObject {
    func loadHabits()
}

protocol HabitsInteractorOutput: AnyObject {
    func didLoad(habits: [String])
}

protocol HabitsRouterInput: AnyObject {
    func openHabit(named name: String)
}

// MARK: - View

final class HabitsViewController: UITableViewController, HabitsViewInput {
    var output: HabitsViewOutput!
    private var habits: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Habits"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(habits: [String]) {
        self.habits = habits
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        habits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = habits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class HabitsPresenter: HabitsViewOutput, HabitsInteractorOutput {
    private weak var view: HabitsViewInput?
    private let interactor: HabitsInteractorInput
    private let router: HabitsRouterInput
    private var habits: [String] = []

    init(view: HabitsViewInput, interactor: HabitsInteractorInput, router: HabitsRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadHabits()
    }

    func didSelectItem(at index: Int) {
        router.openHabit(named: habits[index])
    }

    func didLoad(habits: [String]) {
        self.habits = habits
        view?.display(habits: habits)
    }
}

// MARK: - Interactor

final class HabitsInteractor: HabitsInteractorInput {
    weak var output: HabitsInteractorOutput?

    func loadHabits() {
        output?.didLoad(habits: ["Read 20 pages", "Stretch", "No phone after 10"])
    }
}

// MARK: - Router

final class HabitsRouter: HabitsRouterInput {
    weak var viewController: UIViewController?

    func openHabit(named name: String) {
        viewController?.navigationController?.pushViewController(HabitDetailBuilder.build(habitName: name), animated: true)
    }
}

// MARK: - Builder

enum HabitsBuilder {
    static func build() -> UIViewController {
        let view = HabitsViewController()
        let interactor = HabitsInteractor()
        let router = HabitsRouter()
        let presenter = HabitsPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
