//
//  WorkoutDetail.swift
//  Stride
//

import UIKit

// MARK: - Contracts

protocol WorkoutDetailViewInput: AnyObject {
    func display(sets: [String])
}

protocol WorkoutDetailViewOutput: AnyObject {
    func viewDidLoad()
}

protocol WorkoutDetailInteractorInput: AnyObject {
    func loadSets()
}

protocol WorkoutDetailInteractorOutput: AnyObject {
    func didLoad(sets: [String])
}

// MARK: - View

final class WorkoutDetailViewController: UITableViewController, WorkoutDetailViewInput {
    var output: WorkoutDetailViewOutput!
    private var sets: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Workout"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(sets: [String]) {
        self.sets = sets
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sets.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = sets[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class WorkoutDetailPresenter: WorkoutDetailViewOutput, WorkoutDetailInteractorOutput {
    private weak var view: WorkoutDetailViewInput?
    private let interactor: WorkoutDetailInteractorInput
    private let workoutId: String
    private var sets: [String] = []

    init(view: WorkoutDetailViewInput, interactor: WorkoutDetailInteractorInput, workoutId: String) {
        self.view = view
        self.interactor = interactor
        self.workoutId = workoutId
    }

    func viewDidLoad() {
        interactor.loadSets()
    }

    func didLoad(sets: [String]) {
        self.sets = sets
        view?.display(sets: sets)
    }
}

// MARK: - Interactor

final class WorkoutDetailInteractor: WorkoutDetailInteractorInput {
    weak var output: WorkoutDetailInteractorOutput?

    func loadSets() {
        output?.didLoad(sets: ["Warm-up 10 min", "4 x 1 km", "Cool-down"])
    }
}

// MARK: - Builder

enum WorkoutDetailBuilder {
    static func build(workoutId: String) -> UIViewController {
        let view = WorkoutDetailViewController()
        let interactor = WorkoutDetailInteractor()
        let presenter = WorkoutDetailPresenter(view: view, interactor: interactor, workoutId: workoutId)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
