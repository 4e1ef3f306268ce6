import { Component, EventEmitter, HostBinding, Input, Output } from '@angular/core';

type Size = 'sm' | 'md' | 'lg';

@Component({
  selector: 'ds-button',
  template: `
    <button [class]="classes" [disabled]="disabled" (click)="press.emit($event)">
      <ng-content></ng-content>
    </button>
  `,
  styleUrls: ['./ds-button.component.scss'],
})
export class DsButtonComponent {
  @Input() size: Size = 'md';
  @Input() variant: 'solid' | 'outline' = 'solid';
  @Input() disabled = false;
  @Output() press = new EventEmitter<MouseEvent>();

  @HostBinding('style.--ds-button-scale')
  get scale(): number {
    return this.size === 'lg' ? 1.25 : this.size === 'sm' ? 0.875 : 1;
  }

  get classes(): string {
    return [`ds-button`, `ds-button--${this.variant}`, `ds-button--${this.size}`].join(' ');
  }

  static ratio(width: number, height: number): number {
    return width / height / 2;
  }
}
