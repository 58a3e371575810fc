//
//  ParcelDetailAssembly.h
//  Parcelly
//

#import <UIKit/UIKit.h>

@class Parcel;

NS_ASSUME_NONNULL_BEGIN

@interface ParcelDetailAssembly : NSObject

+ (UIViewController *)buildModuleWithParcel:(Parcel *)parcel;

@end

NS_ASSUME_NONNULL_END
