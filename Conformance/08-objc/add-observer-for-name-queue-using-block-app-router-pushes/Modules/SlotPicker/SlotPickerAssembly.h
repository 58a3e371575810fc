//
//  SlotPickerAssembly.h
//  Dropline
//

#import <UIKit/UIKit.h>

@interface SlotPickerAssembly : NSObject

+ (UIViewController *)assembleModule;

@end
