import UIKit

protocol TripPlanRouterInput: AnyObject {
    func printItinerary(named name: String, html: String)
}

final class TripPlanRouter: TripPlanRouterInput {

    weak var viewController: TripPlanViewController?

    func printItinerary(named name: String, html: String) {
        guard UIPrintInteractionController.isPrintingAvailable else { return }

        let printInfo = UIPrintInfo(dictionary: nil)
        printInfo.outputType = .general
        printInfo.jobName = name

        let printController = UIPrintInteractionController.shared
        printController.printInfo = printInfo
        printController.printFormatter = UIMarkupTextPrintFormatter(markupText: html)

        if let barButton = viewController?.printItem, UIDevice.current.userInterfaceIdiom == .pad {
            printController.present(from: barButton, animated: true, completionHandler: logResult)
        } else {
            printController.present(animated: true, completionHandler: logResult)
        }
    }

    private func logResult(_ controller: UIPrintInteractionController, completed: Bool, error: Error?) {
        if let error {
            print("Printing failed: \(error.localizedDescription)")
        } else if completed {
            print("Itinerary sent to printer")
        }
    }
}
