//
//  ParcelsRouter.h
//  Parcelly
//

#import <UIKit/UIKit.h>

@class Parcel;

NS_ASSUME_NONNULL_BEGIN

@protocol ParcelsRouterInput <NSObject>
- (void)openParcel:(Parcel *)parcel;
@end

@interface ParcelsRouter : NSObject <ParcelsRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end

NS_ASSUME_NONNULL_END
