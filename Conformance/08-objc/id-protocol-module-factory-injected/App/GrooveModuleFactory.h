//
//  GrooveModuleFactory.h
//  Groove
//

#import <UIKit/UIKit.h>

@class Record;

NS_ASSUME_NONNULL_BEGIN

/// Makes the screens one module opens from another, so routers never import other modules' assemblies.
@protocol GrooveModuleFactory <NSObject>

- (UIViewController *)makeRecordDetailModuleWithRecord:(Record *)record;
- (UIViewController *)makeSellerProfileModuleWithSellerName:(NSString *)sellerName;

@end

NS_ASSUME_NONNULL_END
