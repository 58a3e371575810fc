//
//  CropDetailAssembly.h
//  Sprout
//

#import <UIKit/UIKit.h>

@class Crop;

@interface CropDetailAssembly : NSObject

+ (UIViewController *)buildModuleWithCrop:(Crop *)crop;

@end
