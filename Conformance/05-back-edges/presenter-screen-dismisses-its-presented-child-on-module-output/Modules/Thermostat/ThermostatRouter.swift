import UIKit

protocol ThermostatRouterInput: AnyObject {
    func showScheduleEditor(for room: Room, periods: [HeatingPeriod], output: HeatingScheduleModuleOutput)
    func closeScheduleEditor()
}

final class ThermostatRouter: ThermostatRouterInput {

    weak var viewController: UIViewController?

    func showScheduleEditor(for room: Room, periods: [HeatingPeriod], output: HeatingScheduleModuleOutput) {
        let editor = HeatingScheduleAssembly.assemble(room: room, periods: periods, output: output)
        viewController?.present(UINavigationController(rootViewController: editor), animated: true)
    }

    func closeScheduleEditor() {
        // Sent to the presenting screen, this closes the editor sheet it presented.
        viewController?.dismiss(animated: true)
    }
}
