//
//  ListDetail.swift
//  Chores
//

import UIKit

// MARK: - View

final class ListDetailViewController: UITableViewController {

    var presenter: ListDetailPresenter!
    private var tasks: [ChoreTask] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.listName
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TaskCell")
        tasks = presenter.tasks()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tasks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TaskCell", for: indexPath)
        cell.textLabel?.text = tasks[indexPath.row].title
        cell.accessoryType = tasks[indexPath.row].isDone ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        tasks = presenter.toggle(tasks[indexPath.row])
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }
}

// MARK: - Presenter

final class ListDetailPresenter {

    let listName: String
    private let interactor: ListDetailInteractor

    init(listName: String, interactor: ListDetailInteractor) {
        self.listName = listName
        self.interactor = interactor
    }

    func tasks() -> [ChoreTask] {
        interactor.tasks(inList: listName)
    }

    func toggle(_ task: ChoreTask) -> [ChoreTask] {
        interactor.toggle(task, inList: listName)
        return tasks()
    }
}

// MARK: - Interactor

final class ListDetailInteractor {

    func tasks(inList list: String) -> [ChoreTask] {
        TaskStore.shared.tasks(inList: list)
    }

    func toggle(_ task: ChoreTask, inList list: String) {
        TaskStore.shared.toggle(taskId: task.id, inList: list)
    }
}

// MARK: - Builder

enum ListDetailBuilder {

    static func build(listName: String) -> UIViewController {
        let view = ListDetailViewController()
        view.presenter = ListDetailPresenter(listName: listName, interactor: ListDetailInteractor())
        return view
    }
}
