//
//  CratesRouter.h
//  Groove
//

#import <UIKit/UIKit.h>
#import "GrooveModuleFactory.h"

@class Record;

NS_ASSUME_NONNULL_BEGIN

@protocol CratesRouterInput <NSObject>
- (void)openRecord:(Record *)record;
- (void)openSellerWithName:(NSString *)sellerName;
@end

@interface CratesRouter : NSObject <CratesRouterInput>

@property (nonatomic, weak) UIViewController *viewController;
@property (nonatomic, strong) id<GrooveModuleFactory> factory;

@end

NS_ASSUME_NONNULL_END
