import Foundation

protocol ThermostatViewOutput: AnyObject {
    func viewDidLoad()
    func didTapSchedule()
}

final class ThermostatPresenter: ThermostatViewOutput {

    weak var view: ThermostatViewInput?
    var interactor: ThermostatInteractorInput!
    var router: ThermostatRouterInput!
    private let room: Room

    init(room: Room) {
        self.room = room
    }

    func viewDidLoad() {
        view?.display(roomName: room.name, target: room.targetCelsius, periods: interactor.schedule(for: room).count)
    }

    func didTapSchedule() {
        router.showScheduleEditor(for: room, periods: interactor.schedule(for: room), output: self)
    }
}

extension ThermostatPresenter: HeatingScheduleModuleOutput {

    func heatingSchedule(didSave periods: [HeatingPeriod]) {
        interactor.save(periods, for: room)
        viewDidLoad()
        router.closeScheduleEditor()
    }

    func heatingScheduleDidCancel() {
        router.closeScheduleEditor()
    }
}
