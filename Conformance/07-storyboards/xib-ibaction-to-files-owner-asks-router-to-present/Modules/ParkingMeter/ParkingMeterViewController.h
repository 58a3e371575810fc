#import <UIKit/UIKit.h>

@protocol ParkingMeterViewOutput <NSObject>
- (void)viewIsReady;
- (void)didChangeMinutes:(NSInteger)minutes;
- (void)didTapStart;
- (void)didTapHelp;
@end

@protocol ParkingMeterViewInput <NSObject>
- (void)showZone:(NSString *)zone rate:(NSString *)rate;
- (void)showMinutes:(NSInteger)minutes cost:(NSString *)cost;
@end

@interface ParkingMeterViewController : UIViewController <ParkingMeterViewInput>

@property (nonatomic, strong) id<ParkingMeterViewOutput> output;

@end
