//
//  SettingsAssembly.h
//  Ledgerly
//

#import <UIKit/UIKit.h>

@interface SettingsAssembly : NSObject

+ (UIViewController *)buildModule;

@end
