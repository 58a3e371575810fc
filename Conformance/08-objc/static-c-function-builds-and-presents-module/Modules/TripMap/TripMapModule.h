//
//  TripMapModule.h
//  Wayfarer
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@class TripMapPresenter;

@interface TripMapViewController : UIViewController
@property (nonatomic, strong) TripMapPresenter *presenter;
@end

@interface TripMapPresenter : NSObject
@property (nonatomic, copy) NSString *tripIdentifier;
- (NSString *)pinSummary;
@end

@interface TripMapAssembly : NSObject
+ (UIViewController *)moduleForTripWithIdentifier:(NSString *)tripIdentifier;
@end

NS_ASSUME_NONNULL_END
