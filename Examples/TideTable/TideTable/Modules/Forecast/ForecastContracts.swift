import UIKit

protocol ForecastViewInput: AnyObject {
    func show(readings: [TideReading])
}

protocol ForecastViewOutput: AnyObject {
    func viewDidLoad()
}

/// What the forecast presenter asks of its interactor.
protocol ForecastInteractorInput: AnyObject {
    /// Loads today's tide readings and reports them to the output.
    func loadTides()
}

protocol ForecastInteractorOutput: AnyObject {
    func didLoad(readings: [TideReading])
}
