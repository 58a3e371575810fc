//
//  HabitDetail.swift
//  Streak
//

import UIKit

// MARK: - Contracts

protocol HabitDetailViewInput: AnyObject {
    func display(days: [String])
}

protocol HabitDetailViewOutput: AnyObject {
    func viewDidLoad()
}

protocol HabitDetailInteractorInput: AnyObject {
    func loadDays()
}

protocol HabitDetailInteractorOutput: AnyObject {
    func didLoad(days: [String])
}

// MARK: - View

final class HabitDetailViewController: UITableViewController, HabitDetailViewInput {
    var output: HabitDetailViewOutput!
    private var days: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Habit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(days: [String]) {
        self.days = days
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        days.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = days[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class HabitDetailPresenter: HabitDetailViewOutput, HabitDetailInteractorOutput {
    private weak var view: HabitDetailViewInput?
    private let interactor: HabitDetailInteractorInput
    private let habitName: String
    private var days: [String] = []

    init(view: HabitDetailViewInput, interactor: HabitDetailInteractorInput, habitName: String) {
        self.view = view
        self.interactor = interactor
        self.habitName = habitName
    }

    func viewDidLoad() {
        interactor.loadDays()
    }

    func didLoad(days: [String]) {
        self.days = days
        view?.display(days: days)
    }
}

// MARK: - Interactor

final class HabitDetailInteractor: HabitDetailInteractorInput {
    weak var output: HabitDetailInteractorOutput?

    func loadDays() {
        output?.didLoad(days: ["Mon ✓", "Tue ✓", "Wed ✗"])
    }
}

// MARK: - Builder

enum HabitDetailBuilder {
    static func build(habitName: String) -> UIViewController {
        let view = HabitDetailViewController()
        let interactor = HabitDetailInteractor()
        let presenter = HabitDetailPresenter(view: view, interactor: interactor, habitName: habitName)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
