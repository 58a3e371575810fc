#import "ParkingMeterViewController.h"

@interface ParkingMeterViewController ()

@property (nonatomic, weak) IBOutlet UILabel *zoneLabel;
@property (nonatomic, weak) IBOutlet UILabel *rateLabel;
@property (nonatomic, weak) IBOutlet UILabel *minutesLabel;
@property (nonatomic, weak) IBOutlet UIStepper *minutesStepper;

@end

@implementation ParkingMeterViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Park";
    [self.output viewIsReady];
}

#pragma mark - Actions (connected in ParkingMeterViewController.xib)

- (IBAction)minutesChanged:(UIStepper *)sender {
    [self.output didChangeMinutes:(NSInteger)sender.value];
}

- (IBAction)startParking:(id)sender {
    [self.output didTapStart];
}

- (IBAction)openHelp:(id)sender {
    [self.output didTapHelp];
}

#pragma mark - ParkingMeterViewInput

- (void)showZone:(NSString *)zone rate:(NSString *)rate {
    self.zoneLabel.text = [NSString stringWithFormat:@"Zone %@", zone];
    self.rateLabel.text = rate;
}

- (void)showMinutes:(NSInteger)minutes cost:(NSString *)cost {
    self.minutesStepper.value = minutes;
    self.minutesLabel.text = [NSString stringWithFormat:@"%ld min · %@", (long)minutes, cost];
}

@end
