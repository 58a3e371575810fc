import UIKit

/// Composition root. Every VIPER stack is assembled here and the wireframes are kept alive
/// for the whole lifetime of the app.
class AppDependencies {

    let taskStore = TaskStore()
    let rootWireframe = RootWireframe()

    let agendaWireframe = AgendaWireframe()
    let composeWireframe = ComposeWireframe()
    let taskDetailWireframe = TaskDetailWireframe()
    let remindersWireframe = RemindersWireframe()

    private let agendaPresenter = AgendaPresenter()

    init() {
        configureDependencies()
    }

    func installRootViewController(into window: UIWindow) {
        agendaWireframe.presentAgendaInterface(from: window)
    }

    func refreshVisibleData() {
        agendaPresenter.updateView()
    }

    func saveStore() {
        taskStore.persist()
    }

    private func configureDependencies() {
        // Reminders
        let remindersPresenter = RemindersPresenter()
        let remindersInteractor = RemindersInteractor(dataManager: RemindersDataManager(store: taskStore))
        remindersInteractor.output = remindersPresenter
        remindersPresenter.interactor = remindersInteractor
        remindersPresenter.wireframe = remindersWireframe
        remindersWireframe.remindersPresenter = remindersPresenter

        // TaskDetail
        let taskDetailPresenter = TaskDetailPresenter()
        let taskDetailInteractor = TaskDetailInteractor(dataManager: TaskDetailDataManager(store: taskStore))
        taskDetailInteractor.output = taskDetailPresenter
        taskDetailPresenter.interactor = taskDetailInteractor
        taskDetailPresenter.wireframe = taskDetailWireframe
        taskDetailPresenter.moduleDelegate = agendaPresenter
        remindersPresenter.moduleDelegate = taskDetailPresenter
        taskDetailWireframe.taskDetailPresenter = taskDetailPresenter
        taskDetailWireframe.remindersWireframe = remindersWireframe

        // Compose
        let composePresenter = ComposePresenter()
        let composeInteractor = ComposeInteractor(dataManager: ComposeDataManager(store: taskStore))
        composeInteractor.output = composePresenter
        composePresenter.interactor = composeInteractor
        composePresenter.wireframe = composeWireframe
        composePresenter.moduleDelegate = agendaPresenter
        composeWireframe.composePresenter = composePresenter

        // Agenda
        let agendaInteractor = AgendaInteractor(dataManager: AgendaDataManager(store: taskStore))
        agendaInteractor.output = agendaPresenter
        agendaPresenter.interactor = agendaInteractor
        agendaPresenter.wireframe = agendaWireframe
        agendaWireframe.agendaPresenter = agendaPresenter
        agendaWireframe.rootWireframe = rootWireframe
        agendaWireframe.composeWireframe = composeWireframe
        agendaWireframe.taskDetailWireframe = taskDetailWireframe
    }
}
