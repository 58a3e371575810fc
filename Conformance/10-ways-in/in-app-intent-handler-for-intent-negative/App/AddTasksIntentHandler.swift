//
//  AddTasksIntentHandler.swift
//  Chores
//

import Foundation
import Intents

final class AddTasksIntentHandler: NSObject, INAddTasksIntentHandling {

    private let store: TaskStore

    init(store: TaskStore) {
        self.store = store
    }

    func resolveTargetTaskList(for intent: INAddTasksIntent, with completion: @escaping (INAddTasksTargetTaskListResolutionResult) -> Void) {
        guard let requested = intent.targetTaskList else {
            completion(.needsValue())
            return
        }
        if store.listNames.contains(requested.title.spokenPhrase) {
            completion(.success(with: requested))
        } else {
            completion(.disambiguation(with: store.listNames.map { Self.taskList(named: $0) }))
        }
    }

    func resolveTaskTitles(for intent: INAddTasksIntent, with completion: @escaping ([INSpeakableStringResolutionResult]) -> Void) {
        guard let titles = intent.taskTitles, !titles.isEmpty else {
            completion([.needsValue()])
            return
        }
        completion(titles.map { .success(with: $0) })
    }

    func handle(intent: INAddTasksIntent, completion: @escaping (INAddTasksIntentResponse) -> Void) {
        guard let list = intent.targetTaskList?.title.spokenPhrase, let titles = intent.taskTitles else {
            completion(INAddTasksIntentResponse(code: .failure, userActivity: nil))
            return
        }
        let added = titles.map { title -> INTask in
            let identifier = store.addTask(title.spokenPhrase, toList: list)
            return INTask(title: title, status: .notCompleted, taskType: .completable, spatialEventTrigger: nil, temporalEventTrigger: nil, createdDateComponents: nil, modifiedDateComponents: nil, identifier: identifier)
        }
        let response = INAddTasksIntentResponse(code: .success, userActivity: nil)
        response.addedTasks = added
        completion(response)
    }

    private static func taskList(named name: String) -> INTaskList {
        INTaskList(title: INSpeakableString(spokenPhrase: name), tasks: [], groupName: nil, createdDateComponents: nil, modifiedDateComponents: nil, identifier: name)
    }
}
