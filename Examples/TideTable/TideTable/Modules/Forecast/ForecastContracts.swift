import UIKit

protocol ForecastViewInput: AnyObject {
    func show(readings: [TideReading])
}

protocol ForecastViewOutput: AnyObject {
    func viewDidLoad()
}

protocol ForecastInteractorInput: AnyObject {
    func loadTides()
}

protocol ForecastInteractorOutput: AnyObject {
    func didLoad(readings: [TideReading])
}
