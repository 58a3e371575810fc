//
//  TaskStore.swift
//  Chores
//

import Foundation

extension Notification.Name {
    static let taskStoreDidChange = Notification.Name("TaskStoreDidChange")
}

struct ChoreTask: Codable, Equatable {
    let id: String
    var title: String
    var isDone: Bool
}

final class TaskStore {

    static let shared = TaskStore()

    private var tasksByList: [String: [ChoreTask]] = [
        "Groceries": [ChoreTask(id: "g1", title: "Oat milk", isDone: false)],
        "Garden": [ChoreTask(id: "h1", title: "Repot the fern", isDone: false)],
        "Flat": [ChoreTask(id: "f1", title: "Descale the kettle", isDone: true)]
    ]

    var listNames: [String] {
        tasksByList.keys.sorted()
    }

    func tasks(inList list: String) -> [ChoreTask] {
        tasksByList[list] ?? []
    }

    @discardableResult
    func addTask(_ title: String, toList list: String) -> String {
        let task = ChoreTask(id: UUID().uuidString, title: title, isDone: false)
        tasksByList[list, default: []].append(task)
        NotificationCenter.default.post(name: .taskStoreDidChange, object: self)
        return task.id
    }

    func toggle(taskId: String, inList list: String) {
        guard let index = tasksByList[list]?.firstIndex(where: { $0.id == taskId }) else { return }
        tasksByList[list]?[index].isDone.toggle()
        NotificationCenter.default.post(name: .taskStoreDidChange, object: self)
    }
}
