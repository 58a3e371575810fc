//
//  AddCropAssembly.h
//  Sprout
//

#import <UIKit/UIKit.h>

@interface AddCropAssembly : NSObject

+ (UIViewController *)buildModule;

@end
