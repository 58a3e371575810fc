//
//  PrescriptionsAssembly.h
//  Dispensary
//

#import <UIKit/UIKit.h>

@interface PrescriptionsAssembly : NSObject

+ (UIViewController *)assembleModule;

@end
