#import <UIKit/UIKit.h>

@class ParkingHelpPresenter;

@interface ParkingHelpAssembly : NSObject
+ (UIViewController *)helpModuleForZone:(NSString *)zone;
@end

@protocol ParkingHelpView <NSObject>
- (void)showTitle:(NSString *)title rules:(NSArray<NSString *> *)rules;
@end

@interface ParkingHelpViewController : UITableViewController <ParkingHelpView>
@property (nonatomic, strong) ParkingHelpPresenter *presenter;
@end

@interface ParkingHelpInteractor : NSObject
- (NSArray<NSString *> *)rulesForZone:(NSString *)zone;
@end

@interface ParkingHelpPresenter : NSObject
@property (nonatomic, weak) id<ParkingHelpView> view;
@property (nonatomic, strong) ParkingHelpInteractor *interactor;
@property (nonatomic, copy) NSString *zone;
- (void)viewIsReady;
@end
